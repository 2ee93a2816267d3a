/* libudev (device enumeration and hotplug): the functions FrameKit calls, forwarding to libudev.so.1 once it is loaded.
   Add a function here when FrameKit starts calling it (the link fails until then). */
#include <libudev.h>
#include "Forwarding.h"

#define UDEV_FUNCTIONS(X, X_VOID) \
    X(const char *, udev_device_get_action, (struct udev_device *udev_device), (udev_device)) \
    X(struct udev_list_entry *, udev_device_get_properties_list_entry, (struct udev_device *udev_device), (udev_device)) \
    X(const char *, udev_device_get_sysname, (struct udev_device *udev_device), (udev_device)) \
    X(struct udev_device *, udev_device_unref, (struct udev_device *udev_device), (udev_device)) \
    X(const char *, udev_list_entry_get_name, (struct udev_list_entry *list_entry), (list_entry)) \
    X(struct udev_list_entry *, udev_list_entry_get_next, (struct udev_list_entry *list_entry), (list_entry)) \
    X(const char *, udev_list_entry_get_value, (struct udev_list_entry *list_entry), (list_entry)) \
    X(int, udev_monitor_enable_receiving, (struct udev_monitor *udev_monitor), (udev_monitor)) \
    X(int, udev_monitor_filter_add_match_subsystem_devtype, (struct udev_monitor *udev_monitor, const char *subsystem, const char *devtype), (udev_monitor, subsystem, devtype)) \
    X(int, udev_monitor_get_fd, (struct udev_monitor *udev_monitor), (udev_monitor)) \
    X(struct udev_monitor *, udev_monitor_new_from_netlink, (struct udev *udev, const char *name), (udev, name)) \
    X(struct udev_device *, udev_monitor_receive_device, (struct udev_monitor *udev_monitor), (udev_monitor)) \
    X(struct udev_monitor *, udev_monitor_unref, (struct udev_monitor *udev_monitor), (udev_monitor)) \
    X(struct udev *, udev_new, (void), ()) \
    X(struct udev *, udev_unref, (struct udev *udev), (udev))

FK_DEFINE_FORWARDERS(udev, "libudev.so.1", UDEV_FUNCTIONS)
