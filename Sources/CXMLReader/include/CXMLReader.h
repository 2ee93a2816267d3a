#ifndef FRAMEKIT_CXMLREADER_H
#define FRAMEKIT_CXMLREADER_H
#include <stddef.h>

/* An XML document read as a stream of elements through libxml2's text reader (loaded on first use,
   CPlatformLibraries). No network, no external entities or DTDs are fetched; elements nested deeper than
   `FK_XML_MAX_DEPTH` are an error, so a hostile document cannot exhaust the caller's stack. */
#define FK_XML_MAX_DEPTH 128

typedef struct fk_xml_handler {
    void *context;
    /* An element starts on `line`: `attributes` holds `count` name/value pairs (2 × count strings), valid during the
       call. */
    void (*start)(void *context, const char *name, const char *const *attributes, int count, int line);
    /* The innermost open element ends. */
    void (*end)(void *context);
    /* Character data (text or CDATA) inside the innermost open element. */
    void (*text)(void *context, const char *text);
} fk_xml_handler;

/* Reads `size` bytes of XML, calling `handler` for each element. 0 on success; -1 with a sentence in `error` and the
   line (0 when unknown) in `error_line` when the document is not well-formed or libxml2 cannot be loaded; -2 (likewise)
   for a document with a DOCTYPE, refused unread unless `allow_doctype` (entities are never expanded). */
int fk_xml_read(const char *data, size_t size, int allow_doctype, const fk_xml_handler *handler, char *error, size_t error_size,
                int *error_line);

/* Reads `size` bytes of HTML (UTF-8) with libxml2's forgiving HTML parser, calling `handler` for each element in
   document order, its text (entities expanded) and its end; comments, <head>, <script>, <style> and <template> are
   skipped, elements nested deeper than `FK_XML_MAX_DEPTH` are read as their text alone. 0 on success; -1 with a
   sentence in `error` when libxml2 cannot be loaded or the document cannot be read at all. */
int fk_html_read(const char *data, size_t size, const fk_xml_handler *handler, char *error, size_t error_size);
#endif
