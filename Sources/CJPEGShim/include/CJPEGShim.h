#ifndef STAYS_CJPEGSHIM_H
#define STAYS_CJPEGSHIM_H

#include <stddef.h>

/// Reads only the header of a JPEG; returns 0 and the size, or -1 when the data is not a readable JPEG.
int stays_jpeg_read_size(const unsigned char *data, size_t size, int *width, int *height);

/// Decodes a JPEG into caller-owned RGB memory of width * height * 3 bytes; returns 0, or -1 on any error
/// (corrupt or truncated data, a size other than the one given).
int stays_jpeg_decode_rgb(const unsigned char *data, size_t size, unsigned char *rgb, int width, int height);

/// Encodes RGB pixels as a baseline JPEG with no metadata; returns 0 and malloc'd bytes, or -1.
int stays_jpeg_encode_rgb(const unsigned char *rgb, int width, int height, int quality, unsigned char **out,
                          size_t *out_size);

/// Frees bytes returned by `stays_jpeg_encode_rgb`.
void stays_jpeg_free(unsigned char *bytes);

#endif
