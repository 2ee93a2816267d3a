#include <wpe/webkit.h>
