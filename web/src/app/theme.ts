import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  comboboxSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  recipes as chakraRecipes,
  semanticTokens,
  separatorRecipe,
  skipNavLinkRecipe,
  slotRecipes as chakraSlotRecipes,
  spinnerRecipe,
  tableSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/** Colour palettes no screen uses. Each is ~20 tokens and CSS variables more for the browser to build at start. */
const unusedPalettes = new Set(['yellow', 'cyan', 'pink']);

function withoutUnusedPalettes<T extends object>(colors: T): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !unusedPalettes.has(name))) as T;
}

/**
 * Chakra's semantic tokens with their light values only. The store has no dark mode, and every conditional token
 * is a second CSS variable set (under `.dark`) that the browser would build at start for nothing. A token whose
 * value is `{ _light, _dark }` becomes its `_light` value; Chakra's docs define semantic tokens either way.
 */
function lightOnly<T>(definition: T): T {
  if (typeof definition !== 'object' || definition === null) return definition;
  if ('value' in definition) {
    const { value } = definition;
    if (typeof value === 'object' && value !== null && '_light' in value)
      return { ...definition, value: value._light };
    return definition;
  }
  return Object.fromEntries(Object.entries(definition).map(([key, nested]) => [key, lightOnly(nested)])) as T;
}

/**
 * Chakra's theme with only the recipes, palettes and colour mode our components use. Chakra's full set of recipes
 * is ~140 KB of JavaScript the home page would load for nothing. A component whose recipe is missing here renders
 * unstyled, so in development and in the tests (`import.meta.env.DEV`) asking for one throws and names it; add it
 * to the lists below.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      checkbox: checkboxSlotRecipe,
      combobox: comboboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

// A warm tobacco-leaf brown as the brand colour; `colorPalette="brand"` works like any built-in palette.
const storeTheme = defineConfig({
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
          // 700, not 600: a solid button's hover (the solid at 90%) keeps white text above 4.5:1 (5.8:1; 600
          // gave 4.3:1).
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        // Chakra's default error red (#ef4444) is 3.8:1 on white; field errors need 4.5:1 (WCAG AA).
        fg: {
          error: { value: '{colors.red.700}' },
        },
      },
    },
  },
});

let system: SystemContext | undefined;

/**
 * The store's Chakra system, made on first use. Making it is a good part of the app's start-up work (merging
 * the theme, building every token and condition), so the browser makes it in a task of its own after the app's
 * code has run (src/app/hydrate.tsx) rather than while the modules evaluate.
 */
export function getSystem(): SystemContext {
  system ??= createStoreSystem();
  return system;
}

function createStoreSystem(): SystemContext {
  const created = createSystem(defaultBaseConfig, chakraTheme, storeTheme);
  if (import.meta.env.DEV) {
    // Chakra falls back to an empty recipe for a key it does not know; a recipe Chakra has but we left out would
    // make its component silently unstyled. Fail loudly instead, in development and in every component test.
    const missing = (key: string) =>
      new Error(`Chakra recipe '${key}' is used but not registered in web/src/app/theme.ts.`);
    const getRecipeFn = created.getRecipeFn.bind(created);
    const getSlotRecipeFn = created.getSlotRecipeFn.bind(created);
    created.getRecipeFn = (key, fallback) => {
      if (!created.isRecipe(key) && key in chakraRecipes) throw missing(key);
      // eslint-disable-next-line @typescript-eslint/no-unsafe-return -- Chakra types recipe functions as `any`
      return getRecipeFn(key, fallback);
    };
    created.getSlotRecipeFn = (key, fallback) => {
      if (!created.isSlotRecipe(key) && key in chakraSlotRecipes) throw missing(key);
      // eslint-disable-next-line @typescript-eslint/no-unsafe-return -- Chakra types recipe functions as `any`
      return getSlotRecipeFn(key, fallback);
    };
  }
  return created;
}
