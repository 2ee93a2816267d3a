#ifndef FRAMEKIT_CCAIRO_SHIM_H
#define FRAMEKIT_CCAIRO_SHIM_H
#include <cairo/cairo.h>
#include <cairo/cairo-pdf.h>
#include <pixman.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#endif
