"""The words players write: a message as lines of plain words, clauses and sentences, order verbs in several languages, the names of places, nations and units, prose readings."""
