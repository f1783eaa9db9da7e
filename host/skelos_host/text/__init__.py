"""The words, in and out: the languages and their catalogues (i18n, pofile), French typography,
the texts of what the core and the board say (reasons, vocab, clicktexts, unsourced), listings that
fit the terminal, and the limits on what the host parses.  The lowest group: it imports no other."""
