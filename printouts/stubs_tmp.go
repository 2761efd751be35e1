package printouts

func (k *kit) grids()        {}
func (k *kit) ruleCard()     {}
func (k *kit) turnLog()      {}
func (k *kit) controlSheet() {}
