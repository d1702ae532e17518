#include "HostMemory.h"

#include <cstdlib> // defines __GLIBC__ with glibc

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace cw {

void releaseFreedMemory()
{
#ifdef __GLIBC__
    malloc_trim(0);
#endif
}

} // namespace cw
