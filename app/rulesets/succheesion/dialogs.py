DIALOGS: list = []
