// Annual card activation (年卡激活, spec 001 §2, §4): a period card sold or imported not activated
// starts its validity today.
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { CardDesk } from './CardDesk.tsx';
import { useCardCommand } from './useCardCommand.ts';

function Activate({
  cardNo,
  scenicAreaID,
  show,
}: {
  cardNo: string;
  scenicAreaID: number;
  show: Parameters<typeof useCardCommand>[0];
}) {
  const { t } = useTranslation();
  const { busy, send } = useCardCommand(show);
  return (
    <Button
      type="primary"
      loading={busy}
      data-testid="card-activate"
      onClick={() =>
        send('activate', { scenicAreaID, cardNo }, (c) =>
          t('cards.activation.activated', { validTo: c.validTo }),
        )
      }
    >
      {t('cards.activation.activate')}
    </Button>
  );
}

export default function CardActivationPage() {
  const { t } = useTranslation();
  return (
    <CardDesk title={t('cards.activation.title')}>
      {(card, scenicAreaID, show) => (
        <Activate cardNo={card.cardNo} scenicAreaID={scenicAreaID} show={show} />
      )}
    </CardDesk>
  );
}
