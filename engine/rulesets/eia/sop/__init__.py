"""Module eia_sop (seed 002, rule 19.1-19.2): the standing procedures that replace the e-mails
a non-phasing player would otherwise be asked for, each a small pure function."""
