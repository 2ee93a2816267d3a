/* libxml2 (Interface Builder documents, HTML imported into attributed strings): the text reader and HTML parser
   functions FrameKit calls, forwarding to libxml2.so.2 once it is loaded. */
#include <libxml/HTMLparser.h>
#include <libxml/xmlreader.h>
#include "Forwarding.h"

#define XML_FUNCTIONS(X, X_VOID) \
    X(xmlTextReaderPtr, xmlReaderForMemory, (const char *buffer, int size, const char *URL, const char *encoding, int options), (buffer, size, URL, encoding, options)) \
    X_VOID(xmlFreeTextReader, (xmlTextReaderPtr reader), (reader)) \
    X_VOID(xmlTextReaderSetStructuredErrorHandler, (xmlTextReaderPtr reader, xmlStructuredErrorFunc f, void *arg), (reader, f, arg)) \
    X(xmlNodePtr, xmlTextReaderCurrentNode, (xmlTextReaderPtr reader), (reader)) \
    X(long, xmlGetLineNo, (const xmlNode *node), (node)) \
    X(int, xmlTextReaderRead, (xmlTextReaderPtr reader), (reader)) \
    X(int, xmlTextReaderNodeType, (xmlTextReaderPtr reader), (reader)) \
    X(int, xmlTextReaderIsEmptyElement, (xmlTextReaderPtr reader), (reader)) \
    X(int, xmlTextReaderDepth, (xmlTextReaderPtr reader), (reader)) \
    X(const xmlChar *, xmlTextReaderConstLocalName, (xmlTextReaderPtr reader), (reader)) \
    X(const xmlChar *, xmlTextReaderConstValue, (xmlTextReaderPtr reader), (reader)) \
    X(int, xmlTextReaderMoveToNextAttribute, (xmlTextReaderPtr reader), (reader)) \
    X(int, xmlTextReaderMoveToElement, (xmlTextReaderPtr reader), (reader)) \
    X(int, xmlTextReaderGetParserLineNumber, (xmlTextReaderPtr reader), (reader)) \
    X(htmlDocPtr, htmlReadMemory, (const char *buffer, int size, const char *URL, const char *encoding, int options), (buffer, size, URL, encoding, options)) \
    X_VOID(xmlFreeDoc, (xmlDocPtr doc), (doc))

FK_DEFINE_FORWARDERS(xml, "libxml2.so.2", XML_FUNCTIONS)
