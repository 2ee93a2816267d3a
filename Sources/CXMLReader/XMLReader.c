#include <libxml/HTMLparser.h>
#include <libxml/xmlreader.h>
#include <stdio.h>
#include <string.h>
#include "CPlatformLibraries.h"
#include "CXMLReader.h"

/* The first error libxml2 reports, with its line. */
typedef struct failure {
    char *text;
    size_t size;
    int line;
    int reported;
} failure;

static void record_error(void *arg, xmlErrorPtr error) {
    failure *f = arg;
    if (f->reported || !error || error->level == XML_ERR_WARNING) return;
    f->reported = 1;
    f->line = error->line;
    snprintf(f->text, f->size, "%s", error->message ? error->message : "malformed XML");
    size_t length = strlen(f->text);
    while (length > 0 && (f->text[length - 1] == '\n' || f->text[length - 1] == ' ')) f->text[--length] = 0;
}

/* Reports the element the reader is on, with its attributes. */
static int report_element(xmlTextReaderPtr reader, const fk_xml_handler *handler) {
    const char *names_and_values[2 * 64];
    int count = 0;
    /* The node's own line: the parser's reads ahead. */
    xmlNodePtr node = xmlTextReaderCurrentNode(reader);
    int line = node ? (int)xmlGetLineNo(node) : xmlTextReaderGetParserLineNumber(reader);
    const char *name = (const char *)xmlTextReaderConstLocalName(reader);
    /* Attribute strings stay valid until the reader moves to the next node, which is after the call. */
    while (count < 64 && xmlTextReaderMoveToNextAttribute(reader) == 1) {
        names_and_values[2 * count] = (const char *)xmlTextReaderConstLocalName(reader);
        names_and_values[2 * count + 1] = (const char *)xmlTextReaderConstValue(reader);
        count++;
    }
    int more = count == 64 && xmlTextReaderMoveToNextAttribute(reader) == 1;
    xmlTextReaderMoveToElement(reader);
    if (more) return -1;
    handler->start(handler->context, name ? name : "", names_and_values, count, line);
    return 0;
}

/* The line of a DOCTYPE in the prolog (before the root element), or 0. Xcode never writes one, and its entity
 * declarations are how a small file asks for gigabytes of expanded text, so a document with one is refused before
 * libxml2 reads it. */
static int doctype_line(const char *data, size_t size) {
    int line = 1;
    size_t i = 0;
    while (i < size) {
        char c = data[i];
        if (c == '\n') line++;
        if (c != '<') { i++; continue; }
        if (size - i >= 9 && memcmp(data + i, "<!DOCTYPE", 9) == 0) return line;
        const char *close = NULL;
        if (size - i >= 2 && data[i + 1] == '?') close = "?>";
        else if (size - i >= 4 && memcmp(data + i, "<!--", 4) == 0) close = "-->";
        if (!close) return 0; /* the root element: the prolog is over */
        size_t length = strlen(close);
        for (i += 2; i < size && !(size - i >= length && memcmp(data + i, close, length) == 0); i++) {
            if (data[i] == '\n') line++;
        }
        i += length;
    }
    return 0;
}

int fk_xml_read(const char *data, size_t size, int allow_doctype, const fk_xml_handler *handler, char *error, size_t error_size,
                int *error_line) {
    *error_line = 0;
    if (fk_load_platform_library(fk_library_xml, error, error_size) != 0) return -1;
    if (size > (size_t)0x7fffffff) {
        snprintf(error, error_size, "the document is larger than 2 GiB");
        return -1;
    }
    int doctype = allow_doctype ? 0 : doctype_line(data, size);
    if (doctype) {
        *error_line = doctype;
        snprintf(error, error_size, "has a DOCTYPE, which Interface Builder never writes (its entities could expand to "
                                    "gigabytes); remove the <!DOCTYPE …> declaration");
        return -2;
    }
    xmlTextReaderPtr reader = xmlReaderForMemory(data, (int)size, NULL, NULL, XML_PARSE_NONET | XML_PARSE_BIG_LINES);
    if (!reader) {
        snprintf(error, error_size, "libxml2 could not start reading (out of memory)");
        return -1;
    }
    failure f = { error, error_size, 0, 0 };
    xmlTextReaderSetStructuredErrorHandler(reader, record_error, &f);
    int status, result = 0;
    while ((status = xmlTextReaderRead(reader)) == 1) {
        int type = xmlTextReaderNodeType(reader);
        if (type == XML_READER_TYPE_ELEMENT) {
            if (xmlTextReaderDepth(reader) >= FK_XML_MAX_DEPTH) {
                xmlNodePtr node = xmlTextReaderCurrentNode(reader);
                *error_line = node ? (int)xmlGetLineNo(node) : 0;
                snprintf(error, error_size, "elements are nested deeper than %d", FK_XML_MAX_DEPTH);
                result = -1;
                break;
            }
            if (report_element(reader, handler) != 0) {
                *error_line = xmlTextReaderGetParserLineNumber(reader);
                snprintf(error, error_size, "an element has more than 64 attributes");
                result = -1;
                break;
            }
            if (xmlTextReaderIsEmptyElement(reader)) handler->end(handler->context);
        } else if (type == XML_READER_TYPE_END_ELEMENT) {
            handler->end(handler->context);
        } else if (type == XML_READER_TYPE_TEXT || type == XML_READER_TYPE_CDATA) {
            const char *text = (const char *)xmlTextReaderConstValue(reader);
            if (text) handler->text(handler->context, text);
        }
    }
    if (result == 0 && status != 0) {
        if (!f.reported) snprintf(error, error_size, "malformed XML");
        *error_line = f.line;
        result = -1;
    }
    xmlFreeTextReader(reader);
    return result;
}

/* Whether an HTML element's content is not text a reader sees. */
static int skipped_html(const xmlNode *node) {
    static const char *const names[] = {"head", "script", "style", "template", "noscript"};
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
        if (strcmp((const char *)node->name, names[i]) == 0) return 1;
    }
    return 0;
}

/* Reports an HTML element's attributes whose values are plain text (as the parser stores them). */
static void report_html_element(const xmlNode *node, const fk_xml_handler *handler) {
    const char *names_and_values[2 * 64];
    int count = 0;
    for (const xmlAttr *attribute = node->properties; attribute && count < 64; attribute = attribute->next) {
        const xmlNode *value = attribute->children;
        names_and_values[2 * count] = (const char *)attribute->name;
        names_and_values[2 * count + 1] = value && value->type == XML_TEXT_NODE && value->content ? (const char *)value->content : "";
        count++;
    }
    handler->start(handler->context, (const char *)node->name, names_and_values, count, (int)node->line);
}

/* Walks the tree without recursion (a hostile document's depth costs no stack): into an element's children, then along
   to the next sibling, ending each parent climbed out of. Elements deeper than FK_XML_MAX_DEPTH give their text alone. */
static void walk_html(const xmlNode *root, const fk_xml_handler *handler) {
    const xmlNode *node = root;
    int depth = 0;
    for (;;) {
        if (node->type == XML_ELEMENT_NODE && !skipped_html(node)) {
            if (depth < FK_XML_MAX_DEPTH) report_html_element(node, handler);
            if (node->children) {
                node = node->children;
                depth++;
                continue;
            }
            if (depth < FK_XML_MAX_DEPTH) handler->end(handler->context);
        } else if ((node->type == XML_TEXT_NODE || node->type == XML_CDATA_SECTION_NODE) && node->content) {
            handler->text(handler->context, (const char *)node->content);
        }
        for (;;) {
            if (node == root) return;
            if (node->next) {
                node = node->next;
                break;
            }
            node = node->parent;
            depth--;
            if (depth < FK_XML_MAX_DEPTH) handler->end(handler->context);
        }
    }
}

int fk_html_read(const char *data, size_t size, const fk_xml_handler *handler, char *error, size_t error_size) {
    if (fk_load_platform_library(fk_library_xml, error, error_size) != 0) return -1;
    if (size > (size_t)0x7fffffff) {
        snprintf(error, error_size, "the document is larger than 2 GiB");
        return -1;
    }
    htmlDocPtr document = htmlReadMemory(data, (int)size, NULL, "UTF-8",
                                         HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET | XML_PARSE_HUGE);
    if (!document) {
        /* An empty document, or one libxml2 finds nothing in: no text. */
        return 0;
    }
    for (const xmlNode *node = document->children; node; node = node->next) {
        if (node->type == XML_ELEMENT_NODE) walk_html(node, handler);
    }
    xmlFreeDoc(document);
    return 0;
}
