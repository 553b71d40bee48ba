import { Text, View } from '@tarojs/components';
import { onlyCountry, provinceChoices } from '@/domain/addressRegions';
import { SelectField } from '@/components/form/fields';
import './index.scss';

interface Region {
  code: string;
  name: string;
}

export interface CountryFieldProps {
  /** DOM id of the field ('address-country'). */
  id: string;
  label: string;
  placeholder: string;
  /** The countries addresses are taken in (common3/supportedCountries). */
  countries: readonly Region[];
  value: string;
  error?: string;
  onChange: (code: string) => void;
}

/**
 * The address's country: a list to choose from, or, where addresses are taken in one country
 * only, that country's name as plain text (the form holds its code, so it is still sent).
 */
export function CountryField(p: CountryFieldProps) {
  const only = onlyCountry(p.countries);
  if (only) {
    return (
      <View className="field region-fields__fixed" data-country={only.code}>
        <Text className="field__label">{p.label}</Text>
        <Text className="region-fields__value">{only.name}</Text>
      </View>
    );
  }
  return (
    <SelectField
      id={p.id}
      label={p.label}
      required
      value={p.value}
      placeholder={p.placeholder}
      options={p.countries.map((c) => ({ value: c.code, label: c.name }))}
      error={p.error}
      onChange={p.onChange}
    />
  );
}

export interface ProvinceFieldProps {
  id: string;
  label: string;
  placeholder: string;
  /** The codes the form accepts (the value stored). */
  codes: readonly string[];
  /** Their names in the shopper's language (common3/provinces); the codes show until they come. */
  provinces: readonly Region[];
  value: string;
  error?: string;
  onChange: (code: string) => void;
}

/** The province, by its name, stored by its code: the same in the address book and at checkout. */
export function ProvinceField(p: ProvinceFieldProps) {
  return (
    <SelectField
      id={p.id}
      label={p.label}
      required
      value={p.value}
      placeholder={p.placeholder}
      options={provinceChoices(p.codes, p.provinces)}
      error={p.error}
      onChange={p.onChange}
    />
  );
}
