/* libwebp (WebP decoding): the functions FrameKit calls, forwarding to libwebp.so.7 once it is loaded. The header's
   WebPGetFeatures and WebPInitDecoderConfig are inline wrappers of the *Internal functions here. */
#include <webp/decode.h>
#include "Forwarding.h"

#define WEBP_FUNCTIONS(X, X_VOID) \
    X(VP8StatusCode, WebPGetFeaturesInternal, (const uint8_t *data, size_t data_size, WebPBitstreamFeatures *features, int version), (data, data_size, features, version)) \
    X(int, WebPInitDecoderConfigInternal, (WebPDecoderConfig *config, int version), (config, version)) \
    X(VP8StatusCode, WebPDecode, (const uint8_t *data, size_t data_size, WebPDecoderConfig *config), (data, data_size, config)) \
    X_VOID(WebPFreeDecBuffer, (WebPDecBuffer *buffer), (buffer))

FK_DEFINE_FORWARDERS(webp, "libwebp.so.7", WEBP_FUNCTIONS)
