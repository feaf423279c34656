import { describe, expect, it } from 'vitest';
import { DEFAULT_TILE_ATTRIBUTION, readMapSettings } from './config.ts';

describe('map settings from the environment', () => {
  it('has no tiles unless a tile URL is set, and an empty one disables them', () => {
    expect(readMapSettings({})).toEqual({ tileUrl: '', attribution: '' });
    expect(readMapSettings({ HRMS_TILE_URL: '  ', HRMS_TILE_ATTRIBUTION: 'ignored' })).toEqual({
      tileUrl: '',
      attribution: '',
    });
  });

  it('keeps a valid template, crediting OpenStreetMap unless told otherwise', () => {
    expect(readMapSettings({ HRMS_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' })).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: DEFAULT_TILE_ATTRIBUTION,
    });
    expect(
      readMapSettings({ HRMS_TILE_URL: '/tiles/{z}/{x}/{y}.png', HRMS_TILE_ATTRIBUTION: ' Our own survey ' }),
    ).toEqual({
      tileUrl: '/tiles/{z}/{x}/{y}.png',
      attribution: 'Our own survey',
    });
  });

  it.each([
    'tile.openstreetmap.org/{z}/{x}/{y}.png',
    '//tiles.example.com/{z}/{x}/{y}.png',
    'https://tiles.example.com/{z}/{x}.png',
    'javascript:alert(1)//{z}{x}{y}',
  ])('refuses %s at start, naming the setting', (value) => {
    expect(() => readMapSettings({ HRMS_TILE_URL: value })).toThrow(/HRMS_TILE_URL must be/);
  });
});
