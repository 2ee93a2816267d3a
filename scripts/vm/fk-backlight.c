// SPDX-License-Identifier: GPL-2.0
/*
 * A backlight-class device for FrameKit's VM test: /sys/class/backlight/framekit-test, levels 0–100, no hardware
 * behind it. Registered through the kernel's own backlight class, so its sysfs files behave as a real panel's do
 * (a level above max_brightness is refused with EINVAL, actual_brightness reports what was set, the change is
 * logged to the kernel log). Built on the host for the guest's second kernel by scripts/vm/build-test-backlight.sh.
 */
#include <linux/backlight.h>
#include <linux/module.h>
#include <linux/platform_device.h>

static struct platform_device *device;
static struct backlight_device *backlight;

static int update_status(struct backlight_device *bd)
{
	pr_info("framekit-test backlight: level %d\n", backlight_get_brightness(bd));
	return 0;
}

static const struct backlight_ops ops = { .update_status = update_status };

static int __init framekit_backlight_init(void)
{
	struct backlight_properties props = { .type = BACKLIGHT_RAW, .max_brightness = 100, .brightness = 100 };

	device = platform_device_register_simple("framekit-test-backlight", -1, NULL, 0);
	if (IS_ERR(device))
		return PTR_ERR(device);
	backlight = backlight_device_register("framekit-test", &device->dev, NULL, &ops, &props);
	if (IS_ERR(backlight)) {
		platform_device_unregister(device);
		return PTR_ERR(backlight);
	}
	return 0;
}

static void __exit framekit_backlight_exit(void)
{
	backlight_device_unregister(backlight);
	platform_device_unregister(device);
}

module_init(framekit_backlight_init);
module_exit(framekit_backlight_exit);
MODULE_DESCRIPTION("A backlight with no hardware, for FrameKit's VM test");
MODULE_LICENSE("GPL");
