#include <png.h>

/// The simplified API's 8-bit RGBA layout, as a constant Swift can import.
static const unsigned int stays_png_format_rgba = PNG_FORMAT_RGBA;
