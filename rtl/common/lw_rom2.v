// lw_rom2: a constant table with two registered read ports (one cycle of latency
// each), filled from the packed parameter INIT (entry 0 in the least significant bits).
// The dual-port sibling of lw_rom: one table, two independent look-ups per cycle.
//
// STYLE = "bram":  ONE block RAM in true dual-port mode (ECP5 DP16KD, iCE40
//                  SB_RAM40_4K, Xilinx RAMB16/18), both ports reading.
// STYLE = "logic": LUTs and flip-flops only (two copies of the table in logic).
// Both styles have the same timing, so a core's cycle count does not depend on it.
`default_nettype none
module lw_rom2 #(
    parameter integer DEPTH = 256,
    parameter integer DW    = 8,
    parameter         STYLE = "logic",
    parameter [DEPTH*DW-1:0] INIT = {DEPTH*DW{1'b0}}
) (
    input  wire                     clk,
    input  wire                     en,
    input  wire [$clog2(DEPTH)-1:0] addr_a,
    input  wire [$clog2(DEPTH)-1:0] addr_b,
    output reg  [DW-1:0]            q_a,
    output reg  [DW-1:0]            q_b
);
    integer i;
    generate
        if (STYLE == "bram") begin : g_bram
            (* ram_style = "block", rom_style = "block" *)
            reg [DW-1:0] mem [0:DEPTH-1];
            initial for (i = 0; i < DEPTH; i = i + 1) mem[i] = INIT[i*DW +: DW];
            always @(posedge clk) if (en) begin
                q_a <= mem[addr_a];
                q_b <= mem[addr_b];
            end
        end else begin : g_logic
            (* ram_style = "logic", rom_style = "logic" *)
            reg [DW-1:0] mem [0:DEPTH-1];
            initial for (i = 0; i < DEPTH; i = i + 1) mem[i] = INIT[i*DW +: DW];
            always @(posedge clk) if (en) begin
                q_a <= mem[addr_a];
                q_b <= mem[addr_b];
            end
        end
    endgenerate
endmodule
`default_nettype wire
