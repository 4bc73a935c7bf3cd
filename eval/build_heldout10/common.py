# Shared helpers: item tuples are (kind, lang, label, note, text)
def I(kind, lang, note, text):
    return (kind, lang, "injection", note, text.strip("\n"))
def B(kind, lang, note, text):
    return (kind, lang, "benign", note, text.strip("\n"))
