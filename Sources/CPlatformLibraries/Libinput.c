/* libinput (touch, pointer and keyboard devices): the functions FrameKit calls, forwarding to libinput.so.10 once it is loaded.
   Add a function here when FrameKit starts calling it (the link fails until then). */
#include <libinput.h>
#include "Forwarding.h"

#define LIBINPUT_FUNCTIONS(X, X_VOID) \
    X(int, libinput_device_config_calibration_get_default_matrix, (struct libinput_device *device, float *matrix), (device, matrix)) \
    X(int, libinput_device_config_calibration_has_matrix, (struct libinput_device *device), (device)) \
    X(enum libinput_config_status, libinput_device_config_calibration_set_matrix, (struct libinput_device *device, const float *matrix), (device, matrix)) \
    X(const char *, libinput_device_get_name, (struct libinput_device *device), (device)) \
    X(const char *, libinput_device_get_sysname, (struct libinput_device *device), (device)) \
    X(const char *, libinput_device_get_output_name, (struct libinput_device *device), (device)) \
    X(int, libinput_device_keyboard_has_key, (struct libinput_device *device, uint32_t code), (device, code)) \
    X(int, libinput_device_has_capability, (struct libinput_device *device, enum libinput_device_capability capability), (device, capability)) \
    X(int, libinput_device_switch_has_switch, (struct libinput_device *device, enum libinput_switch sw), (device, sw)) \
    X(int, libinput_dispatch, (struct libinput *libinput), (libinput)) \
    X_VOID(libinput_event_destroy, (struct libinput_event *event), (event)) \
    X(double, libinput_event_gesture_get_angle_delta, (struct libinput_event_gesture *event), (event)) \
    X(int, libinput_event_gesture_get_cancelled, (struct libinput_event_gesture *event), (event)) \
    X(double, libinput_event_gesture_get_dx, (struct libinput_event_gesture *event), (event)) \
    X(double, libinput_event_gesture_get_dy, (struct libinput_event_gesture *event), (event)) \
    X(int, libinput_event_gesture_get_finger_count, (struct libinput_event_gesture *event), (event)) \
    X(double, libinput_event_gesture_get_scale, (struct libinput_event_gesture *event), (event)) \
    X(uint64_t, libinput_event_gesture_get_time_usec, (struct libinput_event_gesture *event), (event)) \
    X(struct libinput_device *, libinput_event_get_device, (struct libinput_event *event), (event)) \
    X(struct libinput_event_gesture *, libinput_event_get_gesture_event, (struct libinput_event *event), (event)) \
    X(struct libinput_event_keyboard *, libinput_event_get_keyboard_event, (struct libinput_event *event), (event)) \
    X(struct libinput_event_pointer *, libinput_event_get_pointer_event, (struct libinput_event *event), (event)) \
    X(struct libinput_event_switch *, libinput_event_get_switch_event, (struct libinput_event *event), (event)) \
    X(struct libinput_event_touch *, libinput_event_get_touch_event, (struct libinput_event *event), (event)) \
    X(enum libinput_event_type, libinput_event_get_type, (struct libinput_event *event), (event)) \
    X(uint32_t, libinput_event_keyboard_get_key, (struct libinput_event_keyboard *event), (event)) \
    X(enum libinput_key_state, libinput_event_keyboard_get_key_state, (struct libinput_event_keyboard *event), (event)) \
    X(uint64_t, libinput_event_keyboard_get_time_usec, (struct libinput_event_keyboard *event), (event)) \
    X(double, libinput_event_pointer_get_absolute_x_transformed, (struct libinput_event_pointer *event, uint32_t width), (event, width)) \
    X(double, libinput_event_pointer_get_absolute_y_transformed, (struct libinput_event_pointer *event, uint32_t height), (event, height)) \
    X(uint32_t, libinput_event_pointer_get_button, (struct libinput_event_pointer *event), (event)) \
    X(enum libinput_button_state, libinput_event_pointer_get_button_state, (struct libinput_event_pointer *event), (event)) \
    X(double, libinput_event_pointer_get_dx, (struct libinput_event_pointer *event), (event)) \
    X(double, libinput_event_pointer_get_dy, (struct libinput_event_pointer *event), (event)) \
    X(double, libinput_event_pointer_get_scroll_value, (struct libinput_event_pointer *event, enum libinput_pointer_axis axis), (event, axis)) \
    X(double, libinput_event_pointer_get_scroll_value_v120, (struct libinput_event_pointer *event, enum libinput_pointer_axis axis), (event, axis)) \
    X(uint64_t, libinput_event_pointer_get_time_usec, (struct libinput_event_pointer *event), (event)) \
    X(int, libinput_event_pointer_has_axis, (struct libinput_event_pointer *event, enum libinput_pointer_axis axis), (event, axis)) \
    X(enum libinput_switch, libinput_event_switch_get_switch, (struct libinput_event_switch *event), (event)) \
    X(enum libinput_switch_state, libinput_event_switch_get_switch_state, (struct libinput_event_switch *event), (event)) \
    X(uint64_t, libinput_event_switch_get_time_usec, (struct libinput_event_switch *event), (event)) \
    X(struct libinput_event *, libinput_event_touch_get_base_event, (struct libinput_event_touch *event), (event)) \
    X(int32_t, libinput_event_touch_get_seat_slot, (struct libinput_event_touch *event), (event)) \
    X(uint64_t, libinput_event_touch_get_time_usec, (struct libinput_event_touch *event), (event)) \
    X(double, libinput_event_touch_get_x_transformed, (struct libinput_event_touch *event, uint32_t width), (event, width)) \
    X(double, libinput_event_touch_get_y_transformed, (struct libinput_event_touch *event, uint32_t height), (event, height)) \
    X(struct libinput_event *, libinput_get_event, (struct libinput *libinput), (libinput)) \
    X(int, libinput_get_fd, (struct libinput *libinput), (libinput)) \
    X_VOID(libinput_log_set_handler, (struct libinput *libinput, libinput_log_handler log_handler), (libinput, log_handler)) \
    X_VOID(libinput_log_set_priority, (struct libinput *libinput, enum libinput_log_priority priority), (libinput, priority)) \
    X(int, libinput_resume, (struct libinput *libinput), (libinput)) \
    X_VOID(libinput_suspend, (struct libinput *libinput), (libinput)) \
    X(int, libinput_udev_assign_seat, (struct libinput *libinput, const char *seat_id), (libinput, seat_id)) \
    X(struct libinput *, libinput_udev_create_context, (const struct libinput_interface *interface, void *user_data, struct udev *udev), (interface, user_data, udev)) \
    X(struct libinput *, libinput_unref, (struct libinput *libinput), (libinput))

FK_DEFINE_FORWARDERS(libinput, "libinput.so.10", LIBINPUT_FUNCTIONS)
