//! Giving memory back to the system. glibc keeps what a process freed on its arenas'
//! free lists, so the temporaries of loading the model (several MiB) would stay
//! resident for the embedder's whole life; `malloc_trim(0)` returns freed pages.

/// Returns freed heap pages to the system; true if glibc released any. Called once,
/// after the warm-up, when loading is over and nothing else runs: it walks and locks
/// every arena, so it is no call for the request path (and returning the pages a
/// running request reuses would only make the next one fault them back in).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[allow(unsafe_code)]
pub fn release_freed() -> bool {
    // SAFETY: malloc_trim takes a plain integer, touches only the allocator's own
    // state under its own locks, and has no preconditions on the caller.
    unsafe { libc::malloc_trim(0) != 0 }
}

/// Other allocators (musl, macOS) do not hold freed pages the way glibc does.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
pub fn release_freed() -> bool {
    false
}

#[cfg(all(test, target_os = "linux", target_env = "gnu"))]
mod tests {
    use super::*;

    #[test]
    fn freed_pages_in_the_middle_of_the_heap_are_released() {
        // 16 MiB of small blocks, then one block that stays: freeing the rest leaves a
        // hole below it that glibc keeps until asked.
        let blocks: Vec<Vec<u8>> = (0..4096).map(|i| vec![i as u8; 4096]).collect();
        let keep = vec![1u8; 4096];
        drop(blocks);
        assert!(release_freed(), "malloc_trim released nothing");
        assert_eq!(keep[0], 1);
    }
}
