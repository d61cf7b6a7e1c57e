/**
 * The writable view of a store's own signal (docs/architecture.md#rules-the-checks-hold-you-to:
 * each signal has one writer, the module that declares it). A store exports its signals as
 * `ReadonlySignal`s and writes them with `(isOpen as Writable<typeof isOpen>).value = true`: a cast
 * costs no bytes, where a second, writable name per signal would cost the panel entry some.
 * tests/architecture/ fails on such a cast of another module's signal.
 */
import type { ReadonlySignal, Signal } from '@preact/signals';

export type Writable<S> = S extends ReadonlySignal<infer V> ? Signal<V> : never;
