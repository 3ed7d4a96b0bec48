`default_nettype none
// The controller of the byte-serial datapath (sha256-xs): a main FSM, a free-running
// digit counter k (every transition falls on a word boundary, k = 3 -> 0), the
// round / fold-word counter t, the block RAM's addresses, and the chain stage's copy
// of it all one cycle later.
//
//   INIT (a..h <- 0) -> FOLD (32: H <- IV + 0, a..h <- H) -> WAITB -> ROUND (256)
//   ROUND -> FOLD (32: H <- H + a..h, a..h <- H) -> ROUND, or OUT (16 half-words)
//   -> INIT after a message's last block
// The message block arrives in its own part of the block RAM while the rounds run;
// it is free again once round 15 has read its last word.
module sha256xs_control (
    input  wire       clk,
    input  wire       rst,
    input  wire       in_valid,
    input  wire [4:0] in_idx,       // the half-word's index in its block
    input  wire       in_blk_last,
    input  wire       in_final,
    output wire       in_take,
    output wire       out_valid,
    input  wire       out_take,
    output wire       c_k0,         // the digit index is odd
    output wire       c_ge1,        // k >= 1
    output wire [3:1] c_gen,        // ... of the next cycle's k (k + 1 >= n)
    output wire       c_msg,
    output wire       c_wsh,
    output reg  [7:0] c_raddr,
    output wire [3:1] c_ger,        // the same for the chain stage's digit
    output wire       c_init,
    output wire       c_csh,
    output wire       c_cfold,
    output wire       c_we,
    output wire [7:0] c_waddr,
    output wire       c_wfold
);
    localparam [2:0] S_INIT = 3'd0, S_FOLD = 3'd1, S_WAITB = 3'd2, S_ROUND = 3'd3,
                     S_OUT = 3'd4;
    localparam [3:0] R_H = 4'b1000;      // H, word w at index 7 - w (IV: 1001, by first_q)
    localparam [2:0] R_M = 3'b101;

    // A block is 72 units of four digits: rounds u = 0..63 (K[u] at RAM entries {u, pair})
    // and fold words u = 64..71 (H or IV word 71 - u at {u, pair}, IV one bit up).
    reg [2:0] st_q;
    reg [1:0] k_q;          // digit
    reg [6:0] u_q;          // unit; in INIT and WAITB the unit that comes next
    reg       ik_q;         // INIT has issued its read at k = 2
    reg       first_q;      // the next FOLD starts a message (IV, not H)
    reg       mfull_q;      // the message block in the RAM is whole
    reg       mfin_q;       // ... and ends its message
    reg       cfin_q;       // the block in the rounds ends its message
    reg       lastf_q;      // this FOLD ends a message: OUT follows
    reg [3:0] oidx_q;       // digest half-word
    reg [1:0] pc_q;         // OUT: cycles until the RAM's read data is the digest (3)
    reg       fs_q, rs_q;   // the chain stage folds / runs a round digit
    reg       fw_q;         // write the folded pair, the cycle after its odd digit
    reg [3:1] ge_q, ger_q;  // k >= n, kr >= n

    wire k3     = (k_q == 2'd3);
    wire busy   = (st_q == S_FOLD) || (st_q == S_ROUND);
    wire u_end  = (u_q[6] && u_q[2:0] == 3'd7);            // the last fold word
    wire [6:0] un = busy ? (u_end ? 7'd0 : u_q + 7'd1) : u_q;   // the next unit
    assign out_valid = (st_q == S_OUT) && (pc_q == 2'd3);
    wire       otake  = out_valid && out_take;
    wire [3:0] oidx_d = oidx_q + {3'd0, otake};

    assign in_take = in_valid && !mfull_q && (st_q != S_FOLD) && !fs_q && !fw_q;
    assign c_k0    = k_q[0];
    assign c_msg   = (u_q[5:4] == 2'b00);        // rounds 0..15, and the folds (zero digits)
    assign c_wsh   = (st_q == S_ROUND);
    wire [3:1] ge_d = {k_q == 2'd2, k_q[1] ^ k_q[0], k_q != 2'd3};   // k + 1 >= n
    assign c_ge1   = ge_q[1];
    assign c_gen   = ge_d;
    assign c_ger   = ger_q;
    assign c_init  = (st_q == S_INIT);
    assign c_csh   = fs_q || rs_q;
    assign c_cfold = fs_q;
    assign c_wfold = fw_q;
    assign c_we    = fw_q || in_take;
    // the fold pair written now: pair 0 of this unit (k = 3) or pair 1 of the last (k = 1)
    wire [2:0] fw_word = k_q[1] ? u_q[2:0] : u_q[2:0] - 3'd1;
    assign c_waddr = fw_q ? {R_H, fw_word, ~k_q[1]} : {R_M, in_idx[4:1], ~in_idx[0]};

    // read address, one cycle ahead of its use: k = 0 pair 1 of this unit's K or H
    // word, k = 1 pair 1 of its message word, k = 2 pair 0 of the next unit's K or H
    // word, k = 3 pair 0 of the next unit's message word.  A fold's message words
    // read as zero (entry 255 is never written).
    wire [6:0] ua = k_q[1] ? un : u_q;
    always @* begin
        if (st_q == S_OUT)
            c_raddr = {R_H, ~oidx_d[3:1], ~oidx_d[0]};
        else if (!k_q[0])
            c_raddr = {ua[6:4], ua[3] | (ua[6] & first_q), ua[2:0], ~k_q[1]};
        else
            c_raddr = {R_M, ua[3:0], ~k_q[1]} | {8{ua[6]}};
    end

    always @(posedge clk) begin
        if (rst) begin
            st_q    <= S_INIT;
            k_q     <= 2'd0;
            u_q     <= 7'd64;
            ik_q    <= 1'b0;
            first_q <= 1'b1;
            mfull_q <= 1'b0;
            mfin_q  <= 1'b0;
            cfin_q  <= 1'b0;
            lastf_q <= 1'b0;
            oidx_q  <= 4'd0;
            pc_q    <= 2'd0;
            fs_q    <= 1'b0;
            rs_q    <= 1'b0;
            fw_q    <= 1'b0;
            ge_q    <= 3'd0;
            ger_q   <= 3'd0;
        end else begin
            k_q   <= k_q + 2'd1;
            fs_q  <= (st_q == S_FOLD);
            rs_q  <= (st_q == S_ROUND);
            fw_q  <= fs_q && (^ger_q);     // the chain stage's digit is odd
            ge_q  <= ge_d;
            ger_q <= ge_q;
            if (in_take && in_blk_last) begin
                mfull_q <= 1'b1;
                mfin_q  <= in_final;
            end
            if (busy && k3) u_q <= un;
            case (st_q)
                S_INIT:  begin
                             lastf_q <= 1'b0;
                             ik_q    <= (k_q == 2'd2);
                             if (k3 && ik_q) st_q <= S_FOLD;
                         end
                S_FOLD:  if (k3 && u_end) begin
                             first_q <= 1'b0;
                             if (lastf_q) begin
                                 st_q   <= S_OUT;
                                 oidx_q <= 4'd0;
                                 pc_q   <= 2'd0;
                             end else if (mfull_q) begin
                                 st_q   <= S_ROUND;
                                 cfin_q <= mfin_q;
                             end else begin
                                 st_q <= S_WAITB;
                             end
                         end
                S_WAITB: if (k3 && mfull_q) begin
                             st_q   <= S_ROUND;
                             cfin_q <= mfin_q;
                         end
                S_ROUND: if (k3) begin
                             if (u_q == 7'd15) mfull_q <= 1'b0;
                             if (u_q == 7'd63) begin
                                 st_q    <= S_FOLD;
                                 lastf_q <= cfin_q;
                             end
                         end
                S_OUT:   begin
                             if (pc_q != 2'd3) pc_q <= pc_q + 2'd1;
                             oidx_q <= oidx_d;
                             if (otake && oidx_q == 4'd15) begin
                                 st_q    <= S_INIT;
                                 ik_q    <= 1'b0;
                                 first_q <= 1'b1;      // before INIT's read of IV
                                 u_q     <= 7'd64;
                             end
                         end
                default: st_q <= S_INIT;
            endcase
        end
    end
endmodule

`default_nettype wire
