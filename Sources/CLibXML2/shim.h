// libxml2 as seen from Swift. Debian builds libxml2 with ICU, whose headers clash with the
// copy of ICU inside Foundation when both are visible in one module; markupc never touches
// libxml2's ICU converters, so hide them.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
#include <libxml/encoding.h>
