module labyrinth

go 1.26
