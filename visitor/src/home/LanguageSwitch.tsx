import { Space } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, setLanguage } from '../i18n/i18n.ts';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : 'cn';
  return (
    <Space justify="center" block style={{ '--gap': '16px', fontSize: 13, marginTop: 16 }}>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          onClick={() => void setLanguage(lang)}
          aria-pressed={lang === current}
          style={{
            border: 'none',
            background: 'none',
            padding: 4,
            color: lang === current ? '#1f6f50' : '#999',
            fontWeight: lang === current ? 600 : 400,
          }}
        >
          {t(`language.${lang}`)}
        </button>
      ))}
    </Space>
  );
}
