//! The binary's allocator (not part of the library): mimalloc, whose first arena is
//! committed as it is used rather than up front.

/// mimalloc: an eighth fewer instructions per proxied call than glibc's malloc
/// (callgrind; the bench figures are in `docs/src/benchmarks.md`).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Runs before `main` (and before the standard library's first allocation, which
/// reserves mimalloc's first arena): arenas are not committed eagerly. Eagerly committed
/// arenas are purged with `MADV_FREE`, which leaves what start-up allocated and freed
/// (config parsing, regex and schema compilation) in the RSS until the kernel needs the
/// memory: 17 MB of the idle RSS instead of 2. An operator's own
/// `MIMALLOC_ARENA_EAGER_COMMIT` is left to mimalloc. Tests: `tests/idle_memory.rs`.
///
/// Linux only: mimalloc commits arenas eagerly by default only where the OS overcommits
/// memory, as Linux does.
#[cfg(target_os = "linux")]
#[allow(unsafe_code)]
#[used]
#[unsafe(link_section = ".init_array")]
static LAZY_ARENAS: extern "C" fn() = lazy_arenas;

#[cfg(target_os = "linux")]
#[allow(unsafe_code)]
extern "C" fn lazy_arenas() {
    // Reading the environment allocates nothing when the variable is unset.
    if std::env::var_os("MIMALLOC_ARENA_EAGER_COMMIT").is_some() {
        return;
    }
    // SAFETY: mi_option_set stores an integer in mimalloc's option table; it allocates
    // nothing and is valid before mimalloc's own initialisation.
    unsafe { libmimalloc_sys::mi_option_set(ARENA_EAGER_COMMIT, 0) };
}

/// `mi_option_arena_eager_commit` in mimalloc's `mimalloc.h` (v2 and v3), which the
/// crate names no constant for.
#[cfg(target_os = "linux")]
const ARENA_EAGER_COMMIT: libmimalloc_sys::mi_option_t = 4;
