/* The one EXIF field FrameKit reads: Orientation (tag 0x0112) in IFD0. libexif would parse every tag of every IFD
   to give this one short; these bounds-checked lines read it straight from the TIFF structure. */
#include <string.h>
#include "CImageCodecs.h"

static unsigned read16(const uint8_t *p, int big) { return big ? (unsigned)(p[0] << 8 | p[1]) : (unsigned)(p[1] << 8 | p[0]); }

static uint32_t read32(const uint8_t *p, int big) {
    return big ? (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]
               : (uint32_t)p[3] << 24 | (uint32_t)p[2] << 16 | (uint32_t)p[1] << 8 | p[0];
}

int fk_exif_orientation(const uint8_t *payload, size_t size) {
    if (size < 14 || memcmp(payload, "Exif\0\0", 6) != 0) return 1;
    const uint8_t *tiff = payload + 6;
    size_t length = size - 6;
    int big;
    if (tiff[0] == 'M' && tiff[1] == 'M') big = 1;
    else if (tiff[0] == 'I' && tiff[1] == 'I') big = 0;
    else return 1;
    if (read16(tiff + 2, big) != 42) return 1;
    uint32_t ifd = read32(tiff + 4, big);
    if (ifd > length - 2 || ifd < 8) return 1;
    unsigned entries = read16(tiff + ifd, big);
    for (unsigned i = 0; i < entries; i++) {
        size_t entry = (size_t)ifd + 2 + (size_t)i * 12;
        if (entry + 12 > length) return 1;
        if (read16(tiff + entry, big) != 0x0112) continue;
        if (read16(tiff + entry + 2, big) != 3) return 1; /* SHORT */
        unsigned value = read16(tiff + entry + 8, big);
        return value >= 1 && value <= 8 ? (int)value : 1;
    }
    return 1;
}
