/**
 * A dynamic import run at most once: every caller shares the one download, and a failed download (the
 * connection dropped) is not remembered, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/** `loadOnce` for each key (a language, say): one shared download a key, a failed one tried again next call. */
export function loadOnceEach<Key, T>(load: (key: Key) => Promise<T>): (key: Key) => Promise<T> {
  const loaders = new Map<Key, () => Promise<T>>();
  return (key) => {
    let loader = loaders.get(key);
    if (!loader) loaders.set(key, (loader = loadOnce(() => load(key))));
    return loader();
  };
}
