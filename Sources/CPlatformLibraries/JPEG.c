/* libjpeg-turbo (JPEG decoding and encoding, libjpeg 6b API): the functions FrameKit calls, forwarding to
   libjpeg.so.62 once it is loaded. */
#include <stdio.h>
#include <jpeglib.h>
#include "Forwarding.h"

#define JPEG_FUNCTIONS(X, X_VOID) \
    X(struct jpeg_error_mgr *, jpeg_std_error, (struct jpeg_error_mgr *err), (err)) \
    X_VOID(jpeg_CreateDecompress, (j_decompress_ptr cinfo, int version, size_t structsize), (cinfo, version, structsize)) \
    X_VOID(jpeg_CreateCompress, (j_compress_ptr cinfo, int version, size_t structsize), (cinfo, version, structsize)) \
    X_VOID(jpeg_destroy_decompress, (j_decompress_ptr cinfo), (cinfo)) \
    X_VOID(jpeg_destroy_compress, (j_compress_ptr cinfo), (cinfo)) \
    X_VOID(jpeg_mem_src, (j_decompress_ptr cinfo, const unsigned char *inbuffer, unsigned long insize), (cinfo, inbuffer, insize)) \
    X_VOID(jpeg_mem_dest, (j_compress_ptr cinfo, unsigned char **outbuffer, unsigned long *outsize), (cinfo, outbuffer, outsize)) \
    X_VOID(jpeg_save_markers, (j_decompress_ptr cinfo, int marker_code, unsigned int length_limit), (cinfo, marker_code, length_limit)) \
    X(int, jpeg_read_header, (j_decompress_ptr cinfo, boolean require_image), (cinfo, require_image)) \
    X_VOID(jpeg_calc_output_dimensions, (j_decompress_ptr cinfo), (cinfo)) \
    X(boolean, jpeg_start_decompress, (j_decompress_ptr cinfo), (cinfo)) \
    X(JDIMENSION, jpeg_read_scanlines, (j_decompress_ptr cinfo, JSAMPARRAY scanlines, JDIMENSION max_lines), (cinfo, scanlines, max_lines)) \
    X(boolean, jpeg_finish_decompress, (j_decompress_ptr cinfo), (cinfo)) \
    X_VOID(jpeg_set_defaults, (j_compress_ptr cinfo), (cinfo)) \
    X_VOID(jpeg_set_quality, (j_compress_ptr cinfo, int quality, boolean force_baseline), (cinfo, quality, force_baseline)) \
    X_VOID(jpeg_start_compress, (j_compress_ptr cinfo, boolean write_all_tables), (cinfo, write_all_tables)) \
    X(JDIMENSION, jpeg_write_scanlines, (j_compress_ptr cinfo, JSAMPARRAY scanlines, JDIMENSION num_lines), (cinfo, scanlines, num_lines)) \
    X_VOID(jpeg_finish_compress, (j_compress_ptr cinfo), (cinfo))

FK_DEFINE_FORWARDERS(jpeg, "libjpeg.so.62", JPEG_FUNCTIONS)
