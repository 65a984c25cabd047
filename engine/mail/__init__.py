"""The mail round: players' e-mails read, matched to their nations and stored; receipts and report drafts sent back."""
