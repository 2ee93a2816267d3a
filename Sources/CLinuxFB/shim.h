#ifndef FRAMEKIT_CLINUXFB_SHIM_H
#define FRAMEKIT_CLINUXFB_SHIM_H
#include <errno.h>
#include <stdint.h>
#include <sys/ioctl.h>
#include <linux/fb.h>

/* The geometry of a framebuffer device, from its screen-info ioctls. */
typedef struct {
    uint32_t width, height, bits_per_pixel, line_length, memory_length;
    uint32_t red_offset, green_offset, blue_offset, red_length, green_length, blue_length, pixclock;
    uint32_t xoffset, yoffset, truecolor;
    uint32_t left_margin, right_margin, upper_margin, lower_margin, hsync_len, vsync_len;
    char id[17];
} fk_fb_geometry;

static inline int fk_fb_geometry_of(int fd, fk_fb_geometry *out) {
    struct fb_var_screeninfo var;
    struct fb_fix_screeninfo fix;
    if (ioctl(fd, FBIOGET_VSCREENINFO, &var) < 0) return -errno;
    if (ioctl(fd, FBIOGET_FSCREENINFO, &fix) < 0) return -errno;
    out->width = var.xres;
    out->height = var.yres;
    out->bits_per_pixel = var.bits_per_pixel;
    out->line_length = fix.line_length;
    out->memory_length = fix.smem_len;
    out->red_offset = var.red.offset;
    out->green_offset = var.green.offset;
    out->blue_offset = var.blue.offset;
    out->red_length = var.red.length;
    out->green_length = var.green.length;
    out->blue_length = var.blue.length;
    out->xoffset = var.xoffset;
    out->yoffset = var.yoffset;
    out->truecolor = fix.visual == FB_VISUAL_TRUECOLOR && var.grayscale == 0;
    out->pixclock = var.pixclock;
    out->left_margin = var.left_margin;
    out->right_margin = var.right_margin;
    out->upper_margin = var.upper_margin;
    out->lower_margin = var.lower_margin;
    out->hsync_len = var.hsync_len;
    out->vsync_len = var.vsync_len;
    for (int i = 0; i < 16; i++) out->id[i] = fix.id[i];
    out->id[16] = 0;
    return 0;
}

/* Blocks until the display's next vertical blank; 0, or -errno when the driver has no vsync to wait for. */
static inline int fk_fb_wait_for_vsync(int fd) {
    uint32_t crtc = 0;
    return ioctl(fd, FBIO_WAITFORVSYNC, &crtc) < 0 ? -errno : 0;
}
/* FBIOBLANK: powered down (FB_BLANK_POWERDOWN) or on (FB_BLANK_UNBLANK); 0, or -1 with errno. */
static inline int fk_fb_blank(int fd, int blank) {
    return ioctl(fd, FBIOBLANK, blank ? FB_BLANK_POWERDOWN : FB_BLANK_UNBLANK);
}
#endif
