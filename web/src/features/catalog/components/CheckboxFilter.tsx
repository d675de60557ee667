import { Checkbox, Fieldset, Stack } from '@chakra-ui/react';

interface CheckboxFilterProps {
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/** A titled list of checkboxes (categories, subcategories, brands); each tick rewrites the listing's URL. */
export function CheckboxFilter({ legend, options, selected, onChange }: CheckboxFilterProps) {
  if (options.length === 0) return null;

  const toggle = (value: string, checked: boolean) => {
    onChange(checked ? [...selected, value] : selected.filter((item) => item !== value));
  };

  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="bold" fontSize="sm" textTransform="uppercase" letterSpacing="wide" mb="2">
        {legend}
      </Fieldset.Legend>
      <Stack gap="2.5" maxH="72" overflowY="auto" p="1">
        {options.map((option) => (
          <Checkbox.Root
            key={option.value}
            size="sm"
            colorPalette="brand"
            checked={selected.includes(option.value)}
            onCheckedChange={(details) => toggle(option.value, details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{option.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </Fieldset.Root>
  );
}
