#ifndef FRAMEKIT_CDRM_SHIM_H
#define FRAMEKIT_CDRM_SHIM_H
#include <stdint.h>
#include <stdio.h>
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
static const uint64_t fk_cap_cursor_width = DRM_CAP_CURSOR_WIDTH;
static const uint64_t fk_cap_cursor_height = DRM_CAP_CURSOR_HEIGHT;

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

/* Atomic modesetting. */
static const uint64_t fk_client_cap_atomic = DRM_CLIENT_CAP_ATOMIC;
static const uint64_t fk_client_cap_universal_planes = DRM_CLIENT_CAP_UNIVERSAL_PLANES;
static const uint32_t fk_atomic_test_only = DRM_MODE_ATOMIC_TEST_ONLY;
static const uint32_t fk_atomic_nonblock = DRM_MODE_ATOMIC_NONBLOCK;
static const uint32_t fk_atomic_allow_modeset = DRM_MODE_ATOMIC_ALLOW_MODESET;
static const uint32_t fk_object_connector = DRM_MODE_OBJECT_CONNECTOR;
static const uint64_t fk_dpms_on = DRM_MODE_DPMS_ON;
static const uint64_t fk_dpms_off = DRM_MODE_DPMS_OFF;
static const uint32_t fk_object_crtc = DRM_MODE_OBJECT_CRTC;
static const uint32_t fk_object_plane = DRM_MODE_OBJECT_PLANE;
static const uint64_t fk_plane_type_primary = DRM_PLANE_TYPE_PRIMARY;
static const uint64_t fk_rotate_0 = DRM_MODE_ROTATE_0;
static const uint64_t fk_rotate_90 = DRM_MODE_ROTATE_90;
static const uint64_t fk_rotate_180 = DRM_MODE_ROTATE_180;
static const uint64_t fk_rotate_270 = DRM_MODE_ROTATE_270;

/* A blob holding `count` damage rectangles (x1, y1, x2, y2) for FB_DAMAGE_CLIPS. */
static inline int fk_damage_blob(int fd, const int32_t *rects, uint32_t count, uint32_t *blob) {
    struct drm_mode_rect *clips = (struct drm_mode_rect *)rects;
    return drmModeCreatePropertyBlob(fd, clips, sizeof(struct drm_mode_rect) * count, blob) < 0 ? -errno : 0;
}

/* The names of the values of bitmask property `property_id` whose bits are set in `bits` (all it allows with
   UINT64_MAX), comma-separated into `buffer`. */
static inline void fk_property_bit_names(int fd, uint32_t property_id, uint64_t bits, char *buffer, size_t size) {
    drmModePropertyPtr prop = drmModeGetProperty(fd, property_id);
    size_t used = 0;
    buffer[0] = 0;
    if (!prop) return;
    for (int i = 0; i < prop->count_enums && used + 34 < size; i++) {
        if (prop->enums[i].value >= 64 || !(bits & (1ULL << prop->enums[i].value))) continue;
        int n = snprintf(buffer + used, size - used, "%s%s", used ? "," : "", prop->enums[i].name);
        if (n > 0) used += (size_t)n;
    }
    drmModeFreeProperty(prop);
}

static inline int fk_mode_blob(int fd, const drmModeModeInfo *mode, uint32_t *blob) {
    return drmModeCreatePropertyBlob(fd, mode, sizeof(*mode), blob) < 0 ? -errno : 0;
}
#endif
