import { describe, expect, it } from 'vitest';
import { tileImageSources } from './map-settings.ts';

describe('the img-src entry for the tiles', () => {
  it.each([
    ['', []],
    ['/tiles/{z}/{x}/{y}.png', []],
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', ['https://tile.openstreetmap.org']],
    ['http://10.0.0.5:8080/osm/{z}/{x}/{y}.png', ['http://10.0.0.5:8080']],
    ['https://{s}.tile.example.com/{z}/{x}/{y}.png', ['https://*.tile.example.com']],
    ['https://tiles-{s}.example.com/{z}/{x}/{y}.png', ['https://*.example.com']],
    ['https://{s}.example/{z}/{x}/{y}.png', ['https:']],
  ])('%s → %j', (url, sources) => {
    expect(tileImageSources(url)).toEqual(sources);
  });
});
