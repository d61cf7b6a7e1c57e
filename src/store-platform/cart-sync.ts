// placeholder replaced below
export function cartChanged(_url: string, _body: Promise<string>, _config: unknown, _fetch: typeof fetch): void {}
