// libjpeg reports errors by calling error_exit, which by default calls exit(). Each call here installs an
// error manager that longjmps back into this same C function, so no jump ever crosses a Swift frame.
#include "CJPEGShim.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

struct stays_error_manager {
    struct jpeg_error_mgr base;
    jmp_buf jump;
};

static void stays_error_exit(j_common_ptr info) {
    struct stays_error_manager *manager = (struct stays_error_manager *)info->err;
    longjmp(manager->jump, 1);
}

// A truncated file is a warning to libjpeg (it pads with grey); here it is an error. Other warnings are quiet.
static void stays_emit_message(j_common_ptr info, int level) {
    if (level < 0 && info->err->msg_code == JWRN_JPEG_EOF) {
        stays_error_exit(info);
    }
}

static void stays_output_message(j_common_ptr info) { (void)info; }

static void stays_install(struct jpeg_error_mgr *base) {
    jpeg_std_error(base);
    base->error_exit = stays_error_exit;
    base->emit_message = stays_emit_message;
    base->output_message = stays_output_message;
}

int stays_jpeg_read_size(const unsigned char *data, size_t size, int *width, int *height) {
    struct jpeg_decompress_struct info;
    struct stays_error_manager manager;
    memset(&info, 0, sizeof info);
    info.err = &manager.base;
    stays_install(&manager.base);
    if (setjmp(manager.jump)) {
        jpeg_destroy_decompress(&info);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    *width = (int)info.image_width;
    *height = (int)info.image_height;
    jpeg_destroy_decompress(&info);
    return 0;
}

int stays_jpeg_decode_rgb(const unsigned char *data, size_t size, unsigned char *rgb, int width, int height) {
    struct jpeg_decompress_struct info;
    struct stays_error_manager manager;
    memset(&info, 0, sizeof info);
    info.err = &manager.base;
    stays_install(&manager.base);
    if (setjmp(manager.jump)) {
        jpeg_destroy_decompress(&info);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_RGB;
    jpeg_start_decompress(&info);
    if ((int)info.output_width != width || (int)info.output_height != height || info.output_components != 3) {
        jpeg_destroy_decompress(&info);
        return -1;
    }
    size_t stride = (size_t)width * 3;
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = rgb + (size_t)info.output_scanline * stride;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return 0;
}

int stays_jpeg_encode_rgb(const unsigned char *rgb, int width, int height, int quality, unsigned char **out,
                          size_t *out_size) {
    struct jpeg_compress_struct info;
    struct stays_error_manager manager;
    memset(&info, 0, sizeof info);
    unsigned char *buffer = NULL;
    unsigned long buffer_size = 0;
    info.err = &manager.base;
    stays_install(&manager.base);
    if (setjmp(manager.jump)) {
        jpeg_destroy_compress(&info);
        free(buffer);
        return -1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, &buffer, &buffer_size);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    info.write_JFIF_header = FALSE;
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    size_t stride = (size_t)width * 3;
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(rgb + (size_t)info.next_scanline * stride);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *out = buffer;
    *out_size = (size_t)buffer_size;
    return 0;
}

void stays_jpeg_free(unsigned char *bytes) { free(bytes); }
