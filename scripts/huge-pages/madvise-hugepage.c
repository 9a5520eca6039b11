// Preloaded into the test runner's Node processes (scripts/huge-pages.mjs): every anonymous mapping
// of 2 MB or more is advised MADV_HUGEPAGE, so that under the kernel's default transparent huge
// page mode ("madvise") it is backed by 2 MB pages. Where page faults are dear, PGlite's
// WebAssembly memory and V8's large objects, which fault in page by page, cost vitest much of its
// CPU; one fault per 2 MB instead of 512 saves most of that (docs/testing.md).
// Nothing else changes: the call and its answer are the real mmap's.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stddef.h>
#include <sys/mman.h>

#define HUGE_PAGE (2UL << 20)

static void *(*real_mmap)(void *, size_t, int, int, int, off_t);

void *mmap(void *addr, size_t length, int prot, int flags, int fd, off_t offset) {
  if (!real_mmap) real_mmap = (void *(*)(void *, size_t, int, int, int, off_t))dlsym(RTLD_NEXT, "mmap");
  void *mapped = real_mmap(addr, length, prot, flags, fd, offset);
  if (mapped != MAP_FAILED && (flags & MAP_ANONYMOUS) && length >= HUGE_PAGE) madvise(mapped, length, MADV_HUGEPAGE);
  return mapped;
}

void *mmap64(void *addr, size_t length, int prot, int flags, int fd, off_t offset) __attribute__((alias("mmap")));
