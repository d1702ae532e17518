#pragma once

#include <vector>

namespace cw {

// What each game's folder adds to a list that shared code reads (the games, the course kinds, the
// kinds' editors, print pieces, boards…), without any shared file naming the game: a folder's
// registration file (<Game>Registration.cpp) holds one CW_REGISTER line per entry.
//
// Entries are registered as makers, called once on the first read (after static initialisation,
// so a maker may use translations, resources and other registries), in registration order: the
// order of the games' folders in CW_GAMES (CMakeLists.txt), whose registration objects every
// program links whole (cw_add_registrations in cmake/Games.cmake; a static library would
// drop them, since nothing names them).
template <class Entry>
class Registry {
public:
    using Maker = Entry (*)();

    // Every entry, made on the first call. Not to be called during static initialisation.
    static const std::vector<Entry> &entries()
    {
        static const std::vector<Entry> list = [] {
            std::vector<Entry> made;
            for (Maker maker : makers())
                made.push_back(maker());
            return made;
        }();
        return list;
    }

    // Adds an entry; only CW_REGISTER calls it, before main().
    struct Add {
        explicit Add(Maker maker) { makers().push_back(maker); }
    };

private:
    static std::vector<Maker> &makers()
    {
        static std::vector<Maker> list;
        return list;
    }
};

} // namespace cw

#define CW_REGISTRY_CONCAT_(a, b) a##b
#define CW_REGISTRY_CONCAT(a, b) CW_REGISTRY_CONCAT_(a, b)

// CW_REGISTER(Entry, maker): adds maker() to Registry<Entry> before main(). The maker is a
// function or a lambda without captures returning an Entry. The object is named by __COUNTER__,
// not __LINE__: in a unity build (CW_UNITY_BUILD) several files share one translation unit.
#define CW_REGISTER(Entry, ...)                                                                    \
    static const ::cw::Registry<Entry>::Add CW_REGISTRY_CONCAT(cwRegistration, __COUNTER__)        \
    {                                                                                              \
        __VA_ARGS__                                                                                \
    }
