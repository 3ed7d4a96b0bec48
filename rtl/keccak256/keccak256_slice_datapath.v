// keccak256_slice_datapath: the datapath of the `large` Keccak points (keccak256_slice_core.v).
//
// The state is 25 lane RAMs, one per lane (x, y), each 16 x 8 bits with an
// asynchronous read (ECP5: two TRELLIS_DPR16X4): entry {bank, g} holds byte g of the
// lane, i.e. lane bits 8g..8g+7, the 8 "slices" 8g..8g+7 of the state.  A round reads
// one bank and writes the other, 8 slices of every lane per cycle:
//
//   rho   is addressing: lane L is read r_L bits behind the slices being made, from
//         byte (g - r_L/8) with the byte before it kept in prev_q (fixed wiring
//         selects the 8 bits of the 16-bit window);
//   theta is applied as a lane is read: A[x][z] ^ C[x-1][z] ^ C[x+1][z-1], with the
//         column parities C of the state being read held in five 64-bit rings
//         (c_q) that turn 8 bits a cycle, so every tap is a fixed wire;
//   pi    is wiring (lane L feeds B lane pi(L)); chi and iota make 8 slices of all
//         25 new lanes, which are written at byte g of the other bank;
//   the parities of the new slices enter five 64-bit shift registers (n_q), which
//         become the rings at the end of the round.
//
// Absorbing is a read-modify-write of one lane byte a cycle (bank 0) from the message
// lane held in m_q, the rings turning with it so the byte's parity lands in place.
// The digest is read a byte a cycle from lanes 0..3 of bank 0.
`default_nettype none
module keccak256_slice_datapath (
    input  wire        clk,
    input  wire        rst,
    input  wire [63:0] msg_data,     // message lane from lw_shell, first byte in the MSBs
    input  wire        c_mload,      // m_q <= msg_data
    input  wire [2:0]  c_grp,        // byte (slice group) g of this cycle
    input  wire        c_perm,       // permutation cycle: read lane L at byte g - r_L/8
    input  wire        c_rbank,      // bank read
    input  wire        c_wbank,      // bank written
    input  wire        c_pwe,        // permutation write cycle: every lane writes byte g
    input  wire        c_cload,      // last write cycle of a round: rings <= new parities
    input  wire        c_abs,        // absorb cycle: lane c_lane byte g ^= message byte g
    input  wire [4:0]  c_lane,
    input  wire        c_zabs,       // first block: the old lane counts as zero
    input  wire        c_zhi,        // first block, round 0: lanes 17..24 count as zero
    input  wire        c_clr,        // clear the rings (between messages)
    input  wire [7:0]  c_rc,         // iota byte for lane 0
    input  wire [1:0]  c_dlane,      // digest lane 0..3
    output wire [7:0]  dig_byte
);
    // ------------------------------------------------------------------ constants
    function integer rho_off(input integer l);
        case (l)
            0: rho_off = 0;   1: rho_off = 1;   2: rho_off = 62;  3: rho_off = 28;  4: rho_off = 27;
            5: rho_off = 36;  6: rho_off = 44;  7: rho_off = 6;   8: rho_off = 55;  9: rho_off = 20;
            10: rho_off = 3;  11: rho_off = 10; 12: rho_off = 43; 13: rho_off = 25; 14: rho_off = 39;
            15: rho_off = 41; 16: rho_off = 45; 17: rho_off = 15; 18: rho_off = 21; 19: rho_off = 8;
            20: rho_off = 18; 21: rho_off = 2;  22: rho_off = 61; 23: rho_off = 56; default: rho_off = 14;
        endcase
    endfunction
    // pi: lane (x, y) moves to (y, 2x + 3y)
    function integer pi_dest(input integer l);
        pi_dest = (l / 5) + 5 * ((2 * (l % 5) + 3 * (l / 5)) % 5);
    endfunction

    // ------------------------------------------------------------------ message lane
    reg  [63:0] m_q;
    always @(posedge clk) if (c_mload) m_q <= msg_data;
    // lane byte g is bus byte g (Keccak lanes are little-endian): m_q[63-8g -: 8]
    reg  [7:0] m_byte;
    always @(*)
        case (c_grp)
            3'd0: m_byte = m_q[63:56];
            3'd1: m_byte = m_q[55:48];
            3'd2: m_byte = m_q[47:40];
            3'd3: m_byte = m_q[39:32];
            3'd4: m_byte = m_q[31:24];
            3'd5: m_byte = m_q[23:16];
            3'd6: m_byte = m_q[15:8];
            default: m_byte = m_q[7:0];
        endcase

    // ------------------------------------------------------------------ rings and lanes
    reg  [63:0] c_q [0:4];     // parities of the state being read, turned 8g bits
    reg  [63:0] n_q [0:4];     // parities of the state being written, shifted in
    wire [7:0]  par [0:4];     // parities of the 8 new slices, per column
    wire [7:0]  rd  [0:24];    // lane bytes read
    wire [7:0]  bl  [0:24];    // B = pi(rho(theta(A))): 8 slices of each lane
    wire [7:0]  out [0:24];    // chi and iota: the new lane bytes
    wire [24:0] hit;           // absorb writes this lane

    genvar gx, gl, gj;
    generate
        for (gx = 0; gx < 5; gx = gx + 1) begin : g_col
            wire col_abs = hit[gx] | hit[gx + 5] | hit[gx + 10] | hit[gx + 15] | hit[gx + 20];
            always @(posedge clk) begin
                if (rst || c_clr) c_q[gx] <= 64'd0;
                else if (c_cload) c_q[gx] <= {par[gx], n_q[gx][63:8]};
                else if (c_pwe || c_abs)
                    c_q[gx] <= {c_q[gx][7:0] ^ (col_abs ? m_byte : 8'd0), c_q[gx][63:8]};
                if (c_pwe) n_q[gx] <= {par[gx], n_q[gx][63:8]};
            end
            assign par[gx] = out[gx] ^ out[gx + 5] ^ out[gx + 10] ^ out[gx + 15] ^ out[gx + 20];
        end

        for (gl = 0; gl < 25; gl = gl + 1) begin : g_lane
            localparam integer X  = gl % 5;
            localparam integer Y  = gl / 5;
            localparam integer R  = rho_off(gl);
            localparam integer S  = R % 8;
            localparam integer XM = (X + 4) % 5;
            localparam integer XP = (X + 1) % 5;
            localparam integer QI = R / 8;
            localparam integer LI = gl;
            localparam [2:0]   QV = QI[2:0];
            localparam [4:0]   LV = LI[4:0];

`ifdef LW_NO_LUTRAM
            (* ram_style = "logic" *)          // no distributed RAM (iCE40): flip-flops
`else
            (* ram_style = "distributed" *)
`endif
            reg  [7:0] mem [0:15];
            reg  [7:0] prev_q;
            wire [2:0] ra = c_grp - (c_perm ? QV : 3'd0);
            wire [7:0] wd;
            assign hit[gl] = c_abs && (c_lane == LV);
            always @(posedge clk) begin
                if (c_pwe || hit[gl]) mem[{c_wbank, c_grp}] <= wd;
                prev_q <= rd[gl];
            end
            assign rd[gl] = mem[{c_rbank, ra}];

            // lane L at slices 8g - R .. 8g + 7 - R (rho), theta applied; it is B lane pi(L)
            wire [15:0] win = {rd[gl], prev_q};
            wire        unused_win = &{1'b0, win};
            wire        zero;
            if (gl >= 17) begin : g_z
                assign zero = c_zhi;
            end else begin : g_nz
                assign zero = 1'b0;
            end
            for (gj = 0; gj < 8; gj = gj + 1) begin : g_bit
                assign bl[pi_dest(gl)][gj] = (win[8 + gj - S] & ~zero)
                                           ^ c_q[XM][(gj - R + 64) % 64]
                                           ^ c_q[XP][(gj - R + 127) % 64];
            end

            // chi and iota for lane (X, Y) of the new state
            wire [7:0] chi = bl[gl] ^ (~bl[5 * Y + (X + 1) % 5] & bl[5 * Y + (X + 2) % 5]);
            if (gl == 0) begin : g_iota
                assign out[gl] = chi ^ c_rc;
            end else begin : g_noiota
                assign out[gl] = chi;
            end
            if (gl < 17) begin : g_absorb
                assign wd = c_abs ? ((rd[gl] & {8{~c_zabs}}) ^ m_byte) : out[gl];
            end else begin : g_perm
                assign wd = out[gl];
            end
        end
    endgenerate

    assign dig_byte = (c_dlane == 2'd0) ? rd[0] : (c_dlane == 2'd1) ? rd[1]
                    : (c_dlane == 2'd2) ? rd[2] : rd[3];
endmodule
`default_nettype wire
