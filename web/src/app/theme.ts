import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

// A warm tobacco-leaf brown as the brand colour; `colorPalette="brand"` works like any built-in palette.
const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#fbf6ef' },
          100: { value: '#f3e6d3' },
          200: { value: '#e6cba5' },
          300: { value: '#d6aa72' },
          400: { value: '#c88c4b' },
          500: { value: '#b87333' },
          600: { value: '#9c5d29' },
          700: { value: '#7d4823' },
          800: { value: '#5f3720' },
          900: { value: '#43271a' },
          950: { value: '#2a170f' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        // Chakra's default error red (#ef4444) is 3.8:1 on white; field errors need 4.5:1 (WCAG AA).
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
