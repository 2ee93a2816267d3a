#ifndef FRAMEKIT_CXKBCOMMON_SHIM_H
#define FRAMEKIT_CXKBCOMMON_SHIM_H
#include <xkbcommon/xkbcommon.h>
#include <xkbcommon/xkbcommon-keysyms.h>
#include <xkbcommon/xkbcommon-names.h>
#include <xkbcommon/xkbcommon-compose.h>
#endif
