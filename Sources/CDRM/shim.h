#ifndef FRAMEKIT_CDRM_SHIM_H
#define FRAMEKIT_CDRM_SHIM_H
#include <stdint.h>
#include <string.h>
#include <errno.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <xf86drm.h>
#include <xf86drmMode.h>
#include <drm_fourcc.h>

/* Macros Swift cannot import, as constants. */
static const uint32_t fk_mode_type_preferred = DRM_MODE_TYPE_PREFERRED;
static const uint32_t fk_page_flip_event = DRM_MODE_PAGE_FLIP_EVENT;
static const uint32_t fk_format_xrgb8888 = DRM_FORMAT_XRGB8888;
static const uint64_t fk_cap_dumb_buffer = DRM_CAP_DUMB_BUFFER;
static const uint64_t fk_cap_dumb_prefer_shadow = DRM_CAP_DUMB_PREFER_SHADOW;
static const uint64_t fk_cap_timestamp_monotonic = DRM_CAP_TIMESTAMP_MONOTONIC;

/* Dumb buffers: the ioctl structs, kept on the C side. */
static inline int fk_create_dumb(int fd, uint32_t width, uint32_t height, uint32_t *handle, uint32_t *pitch,
                                 uint64_t *size) {
    struct drm_mode_create_dumb request = { .width = width, .height = height, .bpp = 32 };
    if (drmIoctl(fd, DRM_IOCTL_MODE_CREATE_DUMB, &request) < 0) return -errno;
    *handle = request.handle;
    *pitch = request.pitch;
    *size = request.size;
    return 0;
}

static inline int fk_map_dumb(int fd, uint32_t handle, uint64_t *offset) {
    struct drm_mode_map_dumb request = { .handle = handle };
    if (drmIoctl(fd, DRM_IOCTL_MODE_MAP_DUMB, &request) < 0) return -errno;
    *offset = request.offset;
    return 0;
}

static inline int fk_destroy_dumb(int fd, uint32_t handle) {
    struct drm_mode_destroy_dumb request = { .handle = handle };
    return drmIoctl(fd, DRM_IOCTL_MODE_DESTROY_DUMB, &request) < 0 ? -errno : 0;
}

#endif
