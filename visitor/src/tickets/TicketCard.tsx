// One ticket type on a list (spec 002 §2): image, name, struck-through display price, price, fee
// mode, booking mode, refund-check label, the booking-notice popup, a stepper and book-now.

import { Button, Image, Popup, Stepper, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicTicketType } from '../../../domain/ticketTypes/ticketType.schema.ts';
import { yuan } from '../shared/format.ts';
import page from '../shared/page.module.css';
import { imageUrl } from '../shared/visitorHttp.ts';
import styles from './tickets.module.css';

interface Props {
  type: PublicTicketType;
  count: number;
  max: number;
  onCount: (count: number) => void;
  onBook: () => void;
}

export function TicketCard({ type, count, max, onCount, onBook }: Props) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState(false);
  const showDisplay = type.ticketDisplayPrice > 0 && type.ticketDisplayPrice !== type.ticketPrice;
  return (
    <article className={styles.card} data-testid={`ticket-${type.id}`}>
      <div className={styles.photo}>
        {type.photoPathLogo ? (
          <Image src={imageUrl(type.photoPathLogo)} width={84} height={84} fit="cover" />
        ) : (
          <div className={styles.noPhoto}>{type.ticketTypeName.slice(0, 2)}</div>
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>{type.ticketTypeName}</h3>
        <div className={styles.tags}>
          <Tag color="primary" fill="outline">
            {t(`tickets.fee.${type.ticketFeeMethod}`, { defaultValue: t('tickets.fee.0') })}
          </Tag>
          <Tag color={type.isAppointmentEnable ? 'warning' : 'default'} fill="outline">
            {type.isAppointmentEnable ? t('tickets.appointment') : t('tickets.noAppointment')}
          </Tag>
          <Tag color={type.isRefundCheck ? 'danger' : 'success'} fill="outline">
            {type.isRefundCheck ? t('tickets.refundReview') : t('tickets.refundDirect')}
          </Tag>
        </div>
        <button type="button" className={styles.noticeLink} onClick={() => setNotice(true)}>
          {t('tickets.notice')} ›
        </button>
        <div className={page.row}>
          <span>
            <span className={page.price}>¥{yuan(type.ticketPrice)}</span>
            {showDisplay && <span className={page.strike}>¥{yuan(type.ticketDisplayPrice)}</span>}
          </span>
          <Stepper min={0} max={max} value={count} onChange={onCount} digits={0} />
        </div>
        <Button size="mini" color="primary" className={styles.book} onClick={onBook}>
          {t('tickets.bookNow')}
        </Button>
      </div>
      <Popup
        visible={notice}
        onMaskClick={() => setNotice(false)}
        bodyStyle={{ maxHeight: '70vh', overflow: 'auto' }}
      >
        <section className={page.section}>
          <h2 className={page.sectionTitle}>{type.ticketTypeName}</h2>
          <h3 className={page.sectionTitle}>{t('tickets.notice')}</h3>
          <p className={page.prewrap}>{type.reservationInstructions || t('tickets.noNotice')}</p>
          {type.detailsExplain && (
            <>
              <h3 className={page.sectionTitle}>{t('tickets.details')}</h3>
              <p className={page.prewrap}>{type.detailsExplain}</p>
            </>
          )}
          <Button block color="primary" onClick={() => setNotice(false)} style={{ marginTop: 12 }}>
            {t('common.gotIt')}
          </Button>
        </section>
      </Popup>
    </article>
  );
}
