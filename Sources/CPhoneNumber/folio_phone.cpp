#include "folio_phone.h"

#include <cstring>
#include <string>

#include <phonenumbers/phonenumber.pb.h>
#include <phonenumbers/phonenumbermatch.h>
#include <phonenumbers/phonenumbermatcher.h>
#include <phonenumbers/phonenumberutil.h>

using i18n::phonenumbers::PhoneNumber;
using i18n::phonenumbers::PhoneNumberMatch;
using i18n::phonenumbers::PhoneNumberMatcher;
using i18n::phonenumbers::PhoneNumberUtil;

namespace {
void copyOut(const std::string &value, char *out, int capacity) {
    if (capacity <= 0) return;
    size_t n = value.size() < static_cast<size_t>(capacity - 1) ? value.size() : static_cast<size_t>(capacity - 1);
    std::memcpy(out, value.data(), n);
    out[n] = '\0';
}
}  // namespace

extern "C" int folio_phone_find(const char *text, const char *region, int leniency, int max_tries,
                                folio_phone_match *out, int capacity) {
    try {
        const PhoneNumberUtil &util = *PhoneNumberUtil::GetInstance();
        PhoneNumberMatcher::Leniency level = PhoneNumberMatcher::VALID;
        switch (leniency) {
        case 0: level = PhoneNumberMatcher::POSSIBLE; break;
        case 2: level = PhoneNumberMatcher::STRICT_GROUPING; break;
        case 3: level = PhoneNumberMatcher::EXACT_GROUPING; break;
        default: break;
        }
        PhoneNumberMatcher matcher(util, text, region, level, max_tries > 0 ? max_tries : 1);
        int found = 0;
        PhoneNumberMatch match;
        while (matcher.HasNext()) {
            if (!matcher.Next(&match)) break;
            if (found < capacity) {
                folio_phone_match &m = out[found];
                m.start = match.start();
                m.end = match.start() + match.length();
                std::string e164;
                util.Format(match.number(), PhoneNumberUtil::E164, &e164);
                copyOut(e164, m.e164, sizeof m.e164);
            }
            found += 1;
        }
        return found;
    } catch (...) {
        return -1;
    }
}

extern "C" int folio_phone_e164(const char *number, const char *region, char *out, int capacity) {
    try {
        const PhoneNumberUtil &util = *PhoneNumberUtil::GetInstance();
        PhoneNumber parsed;
        if (util.Parse(number, region, &parsed) != PhoneNumberUtil::NO_PARSING_ERROR) return 0;
        if (!util.IsValidNumber(parsed)) return 0;
        std::string e164;
        util.Format(parsed, PhoneNumberUtil::E164, &e164);
        copyOut(e164, out, capacity);
        return 1;
    } catch (...) {
        return 0;
    }
}

extern "C" int folio_phone_known_region(const char *region) {
    try {
        return PhoneNumberUtil::GetInstance()->GetCountryCodeForRegion(region) != 0 ? 1 : 0;
    } catch (...) {
        return 0;
    }
}
