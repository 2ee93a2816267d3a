/* giflib (GIF decoding): the functions FrameKit calls, forwarding to libgif.so.7 once it is loaded. */
#include <gif_lib.h>
#include "Forwarding.h"

#define GIF_FUNCTIONS(X, X_VOID) \
    X(GifFileType *, DGifOpen, (void *userPtr, InputFunc readFunc, int *Error), (userPtr, readFunc, Error)) \
    X(int, DGifCloseFile, (GifFileType *GifFile, int *ErrorCode), (GifFile, ErrorCode)) \
    X(int, DGifGetRecordType, (GifFileType *GifFile, GifRecordType *GifType), (GifFile, GifType)) \
    X(int, DGifGetImageDesc, (GifFileType *GifFile), (GifFile)) \
    X(int, DGifGetLine, (GifFileType *GifFile, GifPixelType *GifLine, int GifLineLen), (GifFile, GifLine, GifLineLen)) \
    X(int, DGifGetExtension, (GifFileType *GifFile, int *GifExtCode, GifByteType **GifExtension), (GifFile, GifExtCode, GifExtension)) \
    X(int, DGifGetExtensionNext, (GifFileType *GifFile, GifByteType **GifExtension), (GifFile, GifExtension)) \
    X(int, DGifExtensionToGCB, (const size_t GifExtensionLength, const GifByteType *GifExtension, GraphicsControlBlock *GCB), (GifExtensionLength, GifExtension, GCB)) \
    X(const char *, GifErrorString, (int ErrorCode), (ErrorCode))

FK_DEFINE_FORWARDERS(gif, "libgif.so.7", GIF_FUNCTIONS)
