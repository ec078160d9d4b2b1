import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isLanguage, LANGUAGES, setLanguage } from './i18n.ts';

/** The language dropdown (cn, en, es) of the login page and the header. */
export function LanguageSelect({ variant = 'outlined' }: { variant?: 'outlined' | 'borderless' }) {
  const { t, i18n } = useTranslation();
  const value = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  return (
    <Select
      aria-label={t('language.label')}
      data-testid="language-select"
      value={value}
      variant={variant}
      prefix={<GlobalOutlined />}
      style={{ minWidth: 130 }}
      onChange={(lang: string) => {
        if (isLanguage(lang)) void setLanguage(lang);
      }}
      options={LANGUAGES.map((lang) => ({ value: lang, label: t(`language.${lang}`) }))}
    />
  );
}
