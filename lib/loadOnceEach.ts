import { loadOnce } from "./loadOnce";

/** `loadOnce` for each key (a language, say): one shared download a key, a failed one tried again next call. */
export function loadOnceEach<Key, T>(load: (key: Key) => Promise<T>): (key: Key) => Promise<T> {
  const loaders = new Map<Key, () => Promise<T>>();
  return (key) => {
    let loader = loaders.get(key);
    if (!loader) loaders.set(key, (loader = loadOnce(() => load(key))));
    return loader();
  };
}
