/* ICU (CLDR plural rules for localized strings): loaded by the first plural lookup. ICU renames every function with
   its major version (uplrules_open → uplrules_open_72), so the table holds the renamed names; FrameKit defines no
   function of ICU's own names, so ICU's other users in the process (WebKit) never reach these. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <unicode/upluralrules.h>
#include <unicode/uvernum.h>
#include "Forwarding.h"

#define FK_STRINGIFY(name) #name
#define FK_SYMBOL(name) FK_STRINGIFY(name)

static __typeof__(&uplrules_open) open_rules;
static __typeof__(&uplrules_select) select_category;

static const fk_symbol icu_symbols[] = {
    { FK_SYMBOL(uplrules_open), (void **)&open_rules },
    { FK_SYMBOL(uplrules_select), (void **)&select_category },
};
const fk_library_table fk_icu_table = {
    "libicui18n.so." U_ICU_VERSION_SHORT, icu_symbols, sizeof icu_symbols / sizeof icu_symbols[0]
};

/* Opened rules by language, kept for the life of the process: an app uses a handful of languages. */
#define FK_PLURAL_RULES_CACHE 16
static struct { char language[32]; UPluralRules *rules; } cache[FK_PLURAL_RULES_CACHE];
static size_t cached;
static pthread_mutex_t cache_lock = PTHREAD_MUTEX_INITIALIZER;

static UPluralRules *rules_for(const char *language) {
    for (size_t i = 0; i < cached; i++)
        if (strcmp(cache[i].language, language) == 0) return cache[i].rules;
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = open_rules(language, &status);
    if (U_FAILURE(status)) return NULL;
    if (cached < FK_PLURAL_RULES_CACHE && strlen(language) < sizeof cache[0].language) {
        snprintf(cache[cached].language, sizeof cache[0].language, "%s", language);
        cache[cached++].rules = rules;
    }
    return rules;
}

int fk_plural_category(const char *language, double number, char *category, size_t size, char *error, size_t error_size) {
    if (fk_load_platform_library(fk_library_icu, error, error_size) != 0) return -1;
    pthread_mutex_lock(&cache_lock);
    UPluralRules *rules = rules_for(language);
    int result = -1;
    if (!rules) {
        snprintf(error, error_size, "ICU has no plural rules for \"%s\"", language);
    } else {
        UChar keyword[16];
        UErrorCode status = U_ZERO_ERROR;
        int32_t length = select_category(rules, number, keyword, 16, &status);
        if (U_FAILURE(status) || length >= 16 || (size_t)length >= size) {
            snprintf(error, error_size, "ICU could not pick a plural category for %g in \"%s\"", number, language);
        } else {
            for (int32_t i = 0; i < length; i++) category[i] = (char)keyword[i];
            category[length] = 0;
            result = 0;
        }
    }
    /* Rules not cached (a full cache, an overlong name) are not closed: ICU's close is not in the table, and such a
       process is already using many languages. */
    pthread_mutex_unlock(&cache_lock);
    return result;
}
